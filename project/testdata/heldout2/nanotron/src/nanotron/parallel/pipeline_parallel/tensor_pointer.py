import dataclasses
@dataclasses.dataclass
class TensorPointer:
