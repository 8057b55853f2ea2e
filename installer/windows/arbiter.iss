; Inno Setup script: wraps the PyInstaller folder built on Windows by installer/build.sh
; (run in Git Bash) into a setup program. Compile with: iscc installer\windows\arbiter.iss
[Setup]
AppName=Arbiter workstation
AppVersion=0.1.0
DefaultDirName={autopf}\Arbiter workstation
DefaultGroupName=Arbiter workstation
OutputBaseFilename=arbiter-workstation-setup
OutputDir=..\..\dist

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "cs"; MessagesFile: "compiler:Languages\Czech.isl"

[Files]
Source: "..\..\dist\arbiter-app\*"; DestDir: "{app}"; Flags: recursesubdirs

[Icons]
Name: "{group}\Arbiter workstation"; Filename: "{app}\arbiter-app.exe"
Name: "{group}\Arbiter workstation (demo)"; Filename: "{app}\arbiter-app.exe"; Parameters: "--demo"
