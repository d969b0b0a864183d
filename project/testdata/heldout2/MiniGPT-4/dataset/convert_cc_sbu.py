import json
import csv
input_file = 'ccs_synthetic_filtered_large.json'
output_file = 'ccs_synthetic_filtered_large.tsv'
header = data[0].keys()
rows = [x.values() for x in data]
