import copy
import warnings
from abc import abstractmethod
from inspect import signature
from typing import Any, Callable, Dict, List, Optional, Tuple, TypeVar, cast
import torch
__all__ = [
StateType = Dict[str, torch.Tensor]
StepFunctionTypeWithTimestep = Callable[[torch.Tensor, StateType, int], Tuple[torch.Tensor, StateType]]
StepFunctionTypeNoTimestep = Callable[[torch.Tensor, StateType], Tuple[torch.Tensor, StateType]]
StepFunctionType = TypeVar("StepFunctionType", StepFunctionTypeWithTimestep, StepFunctionTypeNoTimestep)
ConstraintStateType = List[List[Dict[str, Any]]]
class Sampler:
class DeterministicSampler(Sampler):
class MultinomialSampler(Sampler):
class TopKSampler(Sampler):
class TopPSampler(Sampler):
class GumbelSampler(Sampler):
class FinalSequenceScorer:
class SequenceLogProbabilityScorer(FinalSequenceScorer):
class LengthNormalizedSequenceLogProbabilityScorer(FinalSequenceScorer):
class Constraint:
class RepeatedNGramBlockingConstraint(Constraint):
class BeamSearch:
