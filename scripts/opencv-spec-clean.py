"""The spec's Clean as a team would first write it with OpenCV, the yardstick of
`npm run -s bench:cli` (issue 48): read, grey, Otsu, 3x3 erosion then dilation, an RGBA PNG
with the ink opaque and the paper clear. Not part of the product.

    python3 scripts/opencv-spec-clean.py OUT_DIR INPUT...
"""

import os
import sys

import cv2
import numpy as np

out_dir, inputs = sys.argv[1], sys.argv[2:]
os.makedirs(out_dir, exist_ok=True)
kernel = np.ones((3, 3), np.uint8)
for path in inputs:
    image = cv2.imread(path, cv2.IMREAD_COLOR)  # applies the EXIF orientation
    if image is None:
        print(f"{path}: unreadable", file=sys.stderr)
        continue
    grey = cv2.cvtColor(image, cv2.COLOR_BGR2GRAY)  # 0.299 R + 0.587 G + 0.114 B
    _, ink = cv2.threshold(grey, 0, 255, cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)
    ink = cv2.morphologyEx(ink, cv2.MORPH_OPEN, kernel)  # erosion, then dilation
    rgba = cv2.cvtColor(image, cv2.COLOR_BGR2BGRA)
    rgba[:, :, 3] = ink
    name = os.path.splitext(os.path.basename(path))[0] + ".png"
    cv2.imwrite(os.path.join(out_dir, name), rgba)
