set -x
# installs the NVIDIA container toolkit on Ubuntu (host setup, not training)
sudo apt-get update
sudo apt-get install -y nvidia-container-toolkit
sudo systemctl restart docker
