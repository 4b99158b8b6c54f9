/**
 * @generated SignedSource<<0894f9a138692a48e4c1f97adacd7581>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VerifiedSkills_collaborator$data = {
  readonly certificates: ReadonlyArray<{
    readonly code: string;
    readonly issuedAt: string;
    readonly path: string;
    readonly scoreBand: string;
    readonly skills: ReadonlyArray<string>;
    readonly testTitle: string;
  }>;
  readonly " $fragmentType": "VerifiedSkills_collaborator";
};
export type VerifiedSkills_collaborator$key = {
  readonly " $data"?: VerifiedSkills_collaborator$data;
  readonly " $fragmentSpreads": FragmentRefs<"VerifiedSkills_collaborator">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VerifiedSkills_collaborator",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CollaboratorCertificate",
      "kind": "LinkedField",
      "name": "certificates",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "testTitle",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "skills",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scoreBand",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "issuedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Collaborator",
  "abstractKey": null
};

(node as any).hash = "d6bbeccb1bb139fd3b12aadb75837995";

export default node;
