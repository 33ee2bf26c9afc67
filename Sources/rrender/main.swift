print("rrender")
