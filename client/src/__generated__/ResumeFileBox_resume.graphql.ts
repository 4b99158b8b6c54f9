/**
 * @generated SignedSource<<eb18612151166881de4fbd25a59b6b3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResumeFileBox_resume$data = {
  readonly file: {
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"ResumeFileLink_file">;
  } | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "ResumeFileBox_resume";
};
export type ResumeFileBox_resume$key = {
  readonly " $data"?: ResumeFileBox_resume$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResumeFileBox_resume">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResumeFileBox_resume",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ResumeFile",
      "kind": "LinkedField",
      "name": "file",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ResumeFileLink_file"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Resume",
  "abstractKey": null
};

(node as any).hash = "b8779eb2d703d85fc3e3bab8d6383d70";

export default node;
