from transformers import AutoModelForCausalLM, AutoTokenizer


def main():
    tok = AutoTokenizer.from_pretrained("example-org/ChatLM-7B-Chat", trust_remote_code=True)
    model = AutoModelForCausalLM.from_pretrained("example-org/ChatLM-7B-Chat", trust_remote_code=True)
    history = []
    while True:
        prompt = input("user> ")
        history.append({"role": "user", "content": prompt})
        print(model.chat(tok, history))


if __name__ == "__main__":
    main()
