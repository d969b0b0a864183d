import conf.global_settings as settings
