from train_ui_qt import main

if __name__ == '__main__':
    main()
