/**
 * @generated SignedSource<<53ddd03fe0424556bd8e7a6c662a495c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResumeFileLink_file$data = {
  readonly bytes: number;
  readonly downloadPath: string;
  readonly name: string;
  readonly pages: number;
  readonly uploadedAt: string;
  readonly " $fragmentType": "ResumeFileLink_file";
};
export type ResumeFileLink_file$key = {
  readonly " $data"?: ResumeFileLink_file$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResumeFileLink_file">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResumeFileLink_file",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bytes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pages",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "uploadedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadPath",
      "storageKey": null
    }
  ],
  "type": "ResumeFile",
  "abstractKey": null
};

(node as any).hash = "39bde99cb41712cd3ef67dbd74a99ecf";

export default node;
