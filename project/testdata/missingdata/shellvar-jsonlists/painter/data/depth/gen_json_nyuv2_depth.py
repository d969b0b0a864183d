import json, os
root = 'datasets/nyu_depth_v2'
json.dump([], open(os.path.join(root, 'nyuv2_sync_image_depth.json'), 'w'))
