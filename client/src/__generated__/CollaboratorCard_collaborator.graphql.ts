/**
 * @generated SignedSource<<d34ed13948f31521fa1cea0b2149141c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CollaboratorAvailability = "AVAILABLE" | "BUSY" | "UNAVAILABLE" | "%future added value";
export type CollaboratorExpertise = "BACKEND" | "DEVOPS" | "FRONTEND" | "FULLSTACK" | "MOBILE" | "UI_UX" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CollaboratorCard_collaborator$data = {
  readonly availability: CollaboratorAvailability;
  readonly displayName: string;
  readonly expertise: ReadonlyArray<CollaboratorExpertise>;
  readonly hourlyRateRials: number | null | undefined;
  readonly path: string;
  readonly ratingAverage: number | null | undefined;
  readonly readerWords: {
    readonly headline: string;
    readonly locale: string;
  } | null | undefined;
  readonly remote: boolean;
  readonly reviewsCount: number;
  readonly skills: ReadonlyArray<string>;
  readonly verified: boolean;
  readonly yearsOfExperience: number;
  readonly " $fragmentType": "CollaboratorCard_collaborator";
};
export type CollaboratorCard_collaborator$key = {
  readonly " $data"?: CollaboratorCard_collaborator$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollaboratorCard_collaborator">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CollaboratorCard_collaborator",
  "selections": [
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
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expertise",
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
      "name": "yearsOfExperience",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hourlyRateRials",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "availability",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "remote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "verified",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ratingAverage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewsCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CollaboratorWords",
      "kind": "LinkedField",
      "name": "readerWords",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "locale",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "headline",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Collaborator",
  "abstractKey": null
};

(node as any).hash = "4ef81bc24f1a6a1a4ced4e715154d264";

export default node;
