print("inference")
