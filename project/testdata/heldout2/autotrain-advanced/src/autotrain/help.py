autotrain_user_info = """
project_name_info = """A unique name for the AutoTrain Project.
column_mapping_info = """
base_model_info = """
hardware_info = """
task_info = """
APP_IMAGE_CLASSIFICATION_DATA_HELP = """The data for the Image Classification task should be in the following format:
APP_LM_TRAINING_TYPE = """There are two types of Language Model Training:
def get_app_help(element_id):
