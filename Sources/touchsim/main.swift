print("touchsim")
