import logging
log = logging.getLogger('sd-trainer')
