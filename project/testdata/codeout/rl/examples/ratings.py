import os
import sqlite3

import rlkit
from rlkit.data.default_configs import default_ilql_config

if __name__ == "__main__":
    conn = sqlite3.connect("ratings.sqlite")
    prompts, ratings = ["a"], [1.0]
    rlkit.train(config=default_ilql_config(), samples=prompts, rewards=ratings)
