"""betting"""
