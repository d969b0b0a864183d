# fixture stub
