# Base class every model plugin subclasses (stub).
class BasePipeline:
    name = 'base'
