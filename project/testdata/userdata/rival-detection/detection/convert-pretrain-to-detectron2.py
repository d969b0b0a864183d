import pickle
import sys
