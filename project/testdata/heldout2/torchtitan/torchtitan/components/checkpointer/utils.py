"""FQN helpers shared by checkpointing and the components it serializes."""
__all__ = [
# Segment inserted by the activation checkpoint wrapper (checkpoint_wrapper) in
_WRAPPER_PREFIXES: tuple[str, ...] = ("_checkpoint_wrapped_module",)
def canonical_fqn(name: str, prefixes: tuple[str, ...] = _WRAPPER_PREFIXES) -> str:
    ``layers.0._checkpoint_wrapped_module.attention.wq.weight`` ->
