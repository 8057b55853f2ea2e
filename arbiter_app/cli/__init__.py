"""The command line `arbiter-app`: one module per group of subcommands, each a thin layer that parses
options, calls the services and prints. Imports services (and rules for codes); imported by nothing but
the entry points (`arbiter_app.__main__`, the bundle's launcher)."""
