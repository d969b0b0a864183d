_origin_print = print
def i18n_print(data, *args, **kwargs):
