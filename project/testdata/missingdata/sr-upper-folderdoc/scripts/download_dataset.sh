FILE=$1
if [ "$FILE" == "Mix2K" ]; then
  URL="https://example.org/datasets/DIV2K_train_HR.zip"
  wget -N $URL -O ./data/DIV2K_train_HR.zip
  unzip ./data/DIV2K_train_HR.zip -d ./data
fi
