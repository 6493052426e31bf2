#!/bin/sh
# Create the course's virtual environment and install the pinned stack (make venv / make lab).
#
# uv installs the stack in seconds; pip takes minutes. So: uv from PATH if there is one, else
# uv installed into the new environment from the package index, else plain pip. Both show
# their progress. COURSE_INSTALLER=pip forces pip; COURSE_INSTALLER=uv refuses the fallback.
set -eu
PYTHON=${PYTHON:-python3.11}
VENV=${VENV:-.venv}
REQUIREMENTS=${REQUIREMENTS:-requirements.txt}  # studio/requirements.txt for .venv-studio
JUPYTER_SETTINGS=${JUPYTER_SETTINGS:-1}         # 0: no JupyterLab in this environment
INSTALLER=${COURSE_INSTALLER:-auto}

case "$INSTALLER" in auto|uv|pip) ;; *)
  echo "COURSE_INSTALLER must be auto, uv or pip (it is '$INSTALLER')." >&2; exit 2 ;;
esac

uv=""
if [ "$INSTALLER" != pip ] && command -v uv >/dev/null 2>&1; then
  uv=$(command -v uv)
fi

# Without uv, the environment starts without pip (venv's ensurepip alone takes 5 to 15 s): the
# interpreter's own pip installs uv into it (pip --python), and uv then installs pip with the
# stack, so the environment ends up as uv's --seed leaves it. An environment that lacks pip
# when pip must do the work (no uv to be had) gets it from ensurepip then.
if [ ! -x "$VENV/bin/python" ]; then
  echo "Creating $VENV with $PYTHON"
  if [ -n "$uv" ]; then
    "$uv" venv --quiet --seed --python "$PYTHON" "$VENV"
  elif [ "$INSTALLER" = pip ]; then
    "$PYTHON" -m venv "$VENV"
  else
    "$PYTHON" -m venv --without-pip "$VENV"
  fi
fi

has_pip() { "$VENV/bin/python" -m pip --version >/dev/null 2>&1; }

if [ -z "$uv" ] && [ "$INSTALLER" != pip ]; then
  echo "Installing uv, a fast installer, into $VENV (COURSE_INSTALLER=pip skips this)"
  if has_pip; then
    set -- "$VENV/bin/python" -m pip
  else
    set -- "$PYTHON" -m pip --python "$VENV/bin/python"
  fi
  if "$@" install --disable-pip-version-check --quiet uv; then
    uv="$VENV/bin/uv"
  elif [ "$INSTALLER" = uv ]; then
    echo "Could not install uv from the package index; unset COURSE_INSTALLER to fall back to pip." >&2
    exit 2
  else
    echo "uv is not available here: installing with pip instead (a few minutes)."
  fi
fi
if [ -z "$uv" ] && ! has_pip; then
  "$VENV/bin/python" -m ensurepip --upgrade --default-pip >/dev/null
fi

if [ -n "$uv" ]; then
  echo "Installing the pinned stack ($REQUIREMENTS) with uv"
  "$uv" pip install --python "$VENV/bin/python" -r "$REQUIREMENTS" $(has_pip || echo pip)
  "$uv" pip install --python "$VENV/bin/python" --no-deps -e .
else
  echo "Installing the pinned stack ($REQUIREMENTS) with pip"
  "$VENV/bin/python" -m pip install --disable-pip-version-check --progress-bar on -r "$REQUIREMENTS"
  "$VENV/bin/python" -m pip install --disable-pip-version-check --no-deps -e .
fi

# JupyterLab settings for the course (no news pop-up, no language-server scan), installed at
# the environment's level where JupyterLab reads them (see jupyter/README.md).
if [ "$JUPYTER_SETTINGS" = 1 ]; then
  cp -R jupyter/etc jupyter/share "$VENV/"
fi
echo "Ready: $VENV"
