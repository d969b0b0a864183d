import math
from megatron import print_rank_0
class AnnealingLR(object):
        use_checkpoint_lr_scheduler=True,
        self.use_checkpoint_lr_scheduler = use_checkpoint_lr_scheduler
            assert not self.use_checkpoint_lr_scheduler, (
                "both override and " "use-checkpoint are set."
        """Auxiliary function for checking the values in the checkpoint and
        if not self.use_checkpoint_lr_scheduler:
                "and checkpoint values for {} do not match".format(name)
        print_rank_0(" > using checkpoint value {} for {}".format(sd_value, name))
