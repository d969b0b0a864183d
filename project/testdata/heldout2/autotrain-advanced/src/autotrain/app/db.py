import sqlite3
class AutoTrainDB:
