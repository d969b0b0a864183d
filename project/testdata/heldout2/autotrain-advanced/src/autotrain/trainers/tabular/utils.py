import copy
from collections import defaultdict
from dataclasses import dataclass
from functools import partial
from typing import List, Optional
import numpy as np
from sklearn import ensemble, impute, linear_model
from sklearn import metrics as skmetrics
from sklearn import naive_bayes, neighbors, pipeline, preprocessing, svm, tree
from xgboost import XGBClassifier, XGBRegressor
MARKDOWN = """
import json
import joblib
import pandas as pd
model = joblib.load('model.joblib')
config = json.load(open('config.json'))
features = config['features']
data = data[features]
predictions = model.predict(data)  # or model.predict_proba(data)
CLASSIFICATION_TASKS = ("binary_classification", "multi_class_classification", "multi_label_classification")
REGRESSION_TASKS = ("single_column_regression", "multi_column_regression")
@dataclass
class TabularMetrics:
class TabularModel:
def get_params(trial, model, task):
def get_imputer(imputer_name):
def get_scaler(scaler_name):
def get_metric_direction(sub_task):
def get_categorical_columns(df):
def get_numerical_columns(df):
def create_model_card(config, sub_task, best_params, best_metrics):
