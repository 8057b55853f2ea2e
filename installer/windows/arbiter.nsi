; NSIS script of the Windows setup program: wraps the one-folder bundle (PyInstaller) into
; arbiter-app-setup.exe. Compiled by installer/windows.sh bundle (Debian's makensis, under Linux) and by
; installer/package.sh on Windows (NSIS 3):
;   makensis -DBUNDLE=<folder of the bundle> -DOUTFILE=<setup.exe> -DVERSION=0.1.0 installer/windows/arbiter.nsi
; A per-user install: no administrator rights; the program goes to the user's own Programs folder.
; The arbiter's data (the database and its backups, %LOCALAPPDATA%\arbiter-workstation) is never
; touched by the setup or by the uninstaller.
; Silent: arbiter-app-setup.exe /S [/D=C:\path with spaces] (/D last, unquoted, as NSIS asks);
; the uninstaller: "<folder>\uninstall.exe" /S.
; A 64-bit setup for the 64-bit program (and a Wine prefix without 32-bit support runs it).
Target amd64-unicode
!include "MUI2.nsh"

!ifndef VERSION
  !define VERSION "0.1.0"
!endif
!define APP "Arbiter workstation"
!define KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\ArbiterWorkstation"

Name "${APP}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "${KEY}" "InstallLocation"
RequestExecutionLevel user
SetCompressor /SOLID lzma
ManifestDPIAware true

!define MUI_ABORTWARNING
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!define MUI_FINISHPAGE_RUN "$INSTDIR\arbiter-workstation.exe"
!define MUI_FINISHPAGE_RUN_PARAMETERS "--demo"
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Czech"

LangString DemoEntry ${LANG_ENGLISH} "${APP} (demo)"
LangString DemoEntry ${LANG_CZECH} "Pracoviště rozhodčího (ukázka)"
LangString AppEntry ${LANG_ENGLISH} "${APP}"
LangString AppEntry ${LANG_CZECH} "Pracoviště rozhodčího"

Function .onInit
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Section
  SetOutPath "$INSTDIR"
  ; an update replaces the program's files; what an older version had and this one lacks goes
  RMDir /r "$INSTDIR\_internal"
  File /r "${BUNDLE}\*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateDirectory "$SMPROGRAMS\${APP}"
  CreateShortcut "$SMPROGRAMS\${APP}\$(AppEntry).lnk" "$INSTDIR\arbiter-workstation.exe"
  CreateShortcut "$SMPROGRAMS\${APP}\$(DemoEntry).lnk" "$INSTDIR\arbiter-workstation.exe" "--demo"
  WriteRegStr HKCU "${KEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${KEY}" "DisplayIcon" "$INSTDIR\arbiter-workstation.exe"
  WriteRegStr HKCU "${KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  ; only what the setup put there: a folder chosen by the user may hold other files
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\arbiter-app.exe"
  Delete "$INSTDIR\arbiter-workstation.exe"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  RMDir /r "$SMPROGRAMS\${APP}"
  DeleteRegKey HKCU "${KEY}"
SectionEnd
