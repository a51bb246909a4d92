#!/usr/bin/env python3
"""Writes pokecli's man page (man(7) macros) from its help, every character kept.

Reads the JSON of `pokecli --experimental-dump-help` on standard input and writes the
page to standard output: the synopsis and discussion of pokecli, then each command and
subcommand with its arguments and options, in the order `pokecli --help` lists them.

Why not swift-argument-parser's `generate-manual`: it drops every character outside
ASCII ("A Pokdex for the terminal"), and its page leaves groff warnings. Here every such
character is written as groff's escape for its code point (`\\[u00E9]`), so the page
renders "Pokémon", "★" and "—" on any terminal `man` can, with no warning from
`groff -man -ww`.

Usage: pokecli --experimental-dump-help | scripts/manual.py VERSION > pokecli.1
"""
import json
import sys


def escape(text):
    """Text as groff reads it literally: backslashes and hyphens escaped, every
    character outside ASCII as its code point, and a leading dot or quote defused."""
    out = []
    for char in text:
        code = ord(char)
        if char == "\\":
            out.append("\\e")
        elif char == "-":
            out.append("\\-")
        elif code < 32 or code == 127:
            out.append(" ")
        elif code > 126:
            out.append("\\[u%04X]" % code)
        else:
            out.append(char)
    line = "".join(out)
    return "\\&" + line if line.startswith((".", "'")) else line


def option_name(argument):
    names = []
    for name in argument.get("names", []):
        prefix = "-" if name["kind"] == "short" else "--"
        names.append("\\fB" + escape(prefix + name["name"]) + "\\fR")
    value = argument.get("valueName")
    if argument["kind"] == "positional":
        return "\\fI" + escape("<" + (value or "value") + ">") + "\\fR"
    text = ", ".join(names)
    if argument["kind"] == "option" and value:
        text += " \\fI" + escape("<" + value + ">") + "\\fR"
    return text


def describe(argument):
    text = argument.get("abstract", "").strip()
    notes = []
    values = argument.get("allValues")
    if values and argument["kind"] == "option":
        notes.append("values: " + ", ".join(values))
    if "defaultValue" in argument and argument["kind"] != "flag":
        notes.append("default: " + argument["defaultValue"])
    if notes:
        text += " (" + "; ".join(notes) + ")"
    return escape(text)


def discussion(text):
    """A command's discussion: paragraphs as paragraphs, indented lines (examples)
    kept as they are."""
    lines = []
    block = False
    for raw in text.split("\n"):
        if raw.strip() == "":
            if block:
                lines += [".fi", ".RE"]
                block = False
            lines.append(".PP")
        elif raw.startswith("  "):
            if not block:
                lines += [".RS 2", ".nf"]
                block = True
            lines.append(escape(raw[2:]))
        else:
            if block:
                lines += [".fi", ".RE"]
                block = False
            lines.append(escape(raw))
    if block:
        lines += [".fi", ".RE"]
    return lines


def arguments(command):
    shown = [a for a in command.get("arguments", []) if a.get("shouldDisplay", True)]
    lines = []
    for argument in shown:
        lines += [".TP", option_name(argument), describe(argument)]
    return lines


def command_lines(command, path):
    lines = [".SS \"" + escape(" ".join(path)).replace('"', "\\(dq") + "\""]
    if command.get("abstract"):
        lines.append(escape(command["abstract"]))
    if command.get("discussion"):
        lines.append(".PP")
        lines += discussion(command["discussion"])
    lines += arguments(command)
    for sub in command.get("subcommands", []):
        if sub.get("shouldDisplay", True) and sub["commandName"] != "help":
            lines += command_lines(sub, path + [sub["commandName"]])
    return lines


def page(tool, version):
    root = tool["command"]
    name = root["commandName"]
    lines = [
        ".TH " + escape(name.upper()) + " 1 \"\" \"" + escape(name + " " + version) + "\" \"User Commands\"",
        ".SH NAME",
        escape(name) + " \\- " + escape(root.get("abstract", "")),
        ".SH SYNOPSIS",
        ".B " + escape(name),
        "\\fI<command>\\fR [\\fIoptions\\fR]",
        ".SH DESCRIPTION",
    ]
    lines += discussion(root.get("discussion", ""))
    lines += [".SH OPTIONS"] + arguments(root)
    lines.append(".SH COMMANDS")
    for sub in root.get("subcommands", []):
        if sub.get("shouldDisplay", True) and sub["commandName"] != "help":
            lines += command_lines(sub, [name, sub["commandName"]])
    # A paragraph macro right after a heading only makes groff warn: drop those.
    cleaned = []
    for line in lines:
        if line == ".PP" and cleaned and cleaned[-1].startswith((".SH", ".SS", ".PP", ".TP")):
            continue
        cleaned.append(line)
    return "\n".join(cleaned) + "\n"


if __name__ == "__main__":
    version = sys.argv[1] if len(sys.argv) > 1 else ""
    sys.stdout.write(page(json.load(sys.stdin), version))
