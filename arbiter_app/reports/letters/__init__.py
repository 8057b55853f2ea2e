"""The arbiter's letters as PDF: adjudication requests and decisions, claim decisions."""
