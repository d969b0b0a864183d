from collections import OrderedDict
from version import VERSION

v = OrderedDict()
v["name"] = "ai-toolkit"
v["repo"] = "https://github.com/ostris/ai-toolkit"
v["version"] = VERSION

software_meta = v
