# LitGPT package (stub)
