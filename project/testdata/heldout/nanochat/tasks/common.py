# Tasks shared helpers (stub).
class Task:
    pass
