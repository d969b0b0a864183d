__author__ = "aagrawal"
