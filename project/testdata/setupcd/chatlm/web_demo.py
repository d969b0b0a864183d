import streamlit as st

st.title("ChatLM")
st.chat_input("say something")
