__all__ = [
class OLMoError(Exception):
class OLMoConfigurationError(OLMoError):
class OLMoCliError(OLMoError):
class OLMoEnvironmentError(OLMoError):
class OLMoNetworkError(OLMoError):
class OLMoCheckpointError(OLMoError):
    An error occurred reading or writing from a checkpoint.
class OLMoThreadError(Exception):
