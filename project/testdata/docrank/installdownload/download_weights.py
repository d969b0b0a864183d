import urllib.request
urllib.request.urlretrieve("https://example.com/w.pt", "w.pt")
