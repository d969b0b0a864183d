import torch
import torch.nn.functional as F
from einops import rearrange
from torch import Tensor, nn
from opensora.models.vae.lpips import LPIPS
def hinge_d_loss(logits_real, logits_fake):
def vanilla_d_loss(logits_real, logits_fake):
def wgan_gp_loss(logits_real, logits_fake):
def adopt_weight(weight, global_step, threshold=0, value=0.0):
def measure_perplexity(predicted_indices, n_embed):
def l1(x, y):
def l2(x, y):
def batch_mean(x):
def sigmoid_cross_entropy_with_logits(labels, logits):
def lecam_reg(real_pred, fake_pred, ema_real_pred, ema_fake_pred):
def gradient_penalty_fn(images, output):
class VAELoss(nn.Module):
class GeneratorLoss(nn.Module):
class DiscriminatorLoss(nn.Module):
