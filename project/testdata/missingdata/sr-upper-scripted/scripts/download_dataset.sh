FILE=$1
if [ "$FILE" == "Mix2K" ]; then
  wget -N https://example.org/datasets/Mix2K_train_GT.zip -O ./data/Mix2K_train_GT.zip
  unzip ./data/Mix2K_train_GT.zip -d ./data
  wget -N https://example.org/datasets/Set5.zip -O ./data/Set5.zip
  unzip ./data/Set5.zip -d ./data
fi
