"""Printed documents as PDF (ReportLab, bundled fonts): start lists, crosstables, norm reports,
diplomas, withdrawal notices, go pairing and wall lists. Built from plain view data (reports.views),
never from a database. Imports rules only; imported by services."""
