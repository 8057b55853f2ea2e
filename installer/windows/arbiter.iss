; Inno Setup script: wraps the PyInstaller folder built on Windows by installer/build.sh
; (run in Git Bash) into a setup program: `bash installer/package.sh` compiles it
; (or: iscc installer\windows\arbiter.iss). A per-user install: no administrator rights needed,
; the program goes to the user's own Programs folder.
[Setup]
AppName=Arbiter workstation
AppVersion=0.1.0
DefaultDirName={autopf}\Arbiter workstation
DefaultGroupName=Arbiter workstation
OutputBaseFilename=arbiter-workstation-setup
OutputDir=..\..\dist
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
UninstallDisplayName=Arbiter workstation
UninstallDisplayIcon={app}\arbiter-workstation.exe

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "cs"; MessagesFile: "compiler:Languages\Czech.isl"

[Files]
Source: "..\..\dist\arbiter-app\*"; DestDir: "{app}"; Flags: recursesubdirs

[Icons]
Name: "{group}\Arbiter workstation"; Filename: "{app}\arbiter-workstation.exe"
Name: "{group}\Arbiter workstation (demo)"; Filename: "{app}\arbiter-workstation.exe"; Parameters: "--demo"
Name: "{group}\{cm:UninstallProgram,Arbiter workstation}"; Filename: "{uninstallexe}"
