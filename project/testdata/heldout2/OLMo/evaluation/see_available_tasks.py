"""Lists the downstream evaluation tasks (fixture)."""

if __name__ == "__main__":
    print("tasks")
