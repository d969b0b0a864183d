#!/bin/bash
huggingface-cli download some-org/glm-6b --local-dir model_path/glm
