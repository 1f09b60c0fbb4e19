"""textio"""
