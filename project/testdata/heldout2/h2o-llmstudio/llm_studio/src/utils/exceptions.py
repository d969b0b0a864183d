class LLMDataException(Exception):
class LLMModelException(Exception):
class LLMAugmentationsException(Exception):
class LLMMetricException(Exception):
class LLMTrainingException(Exception):
class LLMResourceException(Exception):
