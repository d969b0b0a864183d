import glob
import json
import os
import subprocess
import time
from datetime import datetime
from enum import Enum
from typing import Optional, Union
import torch
from datasets.download.streaming_download_manager import xPath
from filelock import FileLock, Timeout
from nanotron import distributed as dist
from nanotron import logging
from nanotron.distributed import ProcessGroup
from nanotron.logging import human_format
logger = logging.get_logger(__name__)
class S3Mover:
    """Take care of uploading a checkpoint to S3 in the background and remove it from the disk.
        local_path: Path to the checkpoints on the local disk
        s3_path: Path to the checkpoints on S3
        remove_after_upload: If True, remove the checkpoint from the disk after uploading it to S3
        mover = S3Mover(local_path=/scratch/my-checkpoints,
                        s3_path=s3://my-bucket/my-checkpoints,
            # When saving a checkpoint, check if the previous checkpoint has been uploaded and removed
            message = f"[S3] The checkpoint files {lock_file_path} are currently locked by another process. "
        """Wait for the previous checkpoint to be fully uploaded and removed in a distributed setting.
                f"Waiting previous checkpoint saving is finished - S3Mover {dist.get_rank(group)} still in {self.state} state.",
        """Return True if a potential previous checkpoint has been fully uploaded to S3
            f"[S3] Downloading checkpoint in background from {self.s3_path} to {self.local_path} (direct link: {self.s3_path_direct_link})"
            f"[S3] Uploading checkpoint in background from {self.full_local_path} to {self.full_s3_path} (direct link: {self.s3_path_direct_link})"
        top_dir_in_local_checkpoint = [dir for dir in glob.glob(self.local_path + "/*") if os.path.isdir(dir)]
        names_dir = [os.path.basename(dir) for dir in top_dir_in_local_checkpoint]
            self._warning("[S3] Local checkpoint empty. skipping removal")
        self._warning(f"[S3] Removing checkpoint in background: {names_dir}")
        locked = self._acquire_lock(top_dir_in_local_checkpoint[0])
        cmd = ["rm", "-rfv"] + top_dir_in_local_checkpoint
        """Start uploading last saved checkpoint to S3 in the background.
            message = "[S3] Cannot move to S3 as the previous checkpoint has not been uploaded and removed"
        """Start downloading a checkpoint from S3 in the background.
