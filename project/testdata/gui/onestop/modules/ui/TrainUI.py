import customtkinter as ctk


class TrainUI(ctk.CTk):
    pass
