/**
 * @generated SignedSource<<72221b40bae40f079b491da6a40a7a08>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CollaboratorAvailability = "AVAILABLE" | "BUSY" | "UNAVAILABLE" | "%future added value";
export type CollaboratorExpertise = "BACKEND" | "DEVOPS" | "FRONTEND" | "FULLSTACK" | "MOBILE" | "UI_UX" | "%future added value";
export type CollaboratorRole = "ARCHITECT" | "CONSULTANT" | "DESIGNER" | "DEVELOPER" | "DEVOPS_ENGINEER" | "MENTOR" | "PRODUCT_MANAGER" | "PROJECT_MANAGER" | "QA_ENGINEER" | "TECH_LEAD" | "%future added value";
export type CollaboratorState = "DRAFT" | "HIDDEN" | "PUBLISHED" | "SUSPENDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MyProfilePage_profile$data = {
  readonly availability: CollaboratorAvailability;
  readonly displayName: string;
  readonly experience: ReadonlyArray<{
    readonly description: string | null | undefined;
    readonly end: string | null | undefined;
    readonly organization: string;
    readonly place: string | null | undefined;
    readonly start: string;
    readonly title: string;
  }>;
  readonly expertise: ReadonlyArray<CollaboratorExpertise>;
  readonly hourlyRateRials: number | null | undefined;
  readonly id: string;
  readonly languages: ReadonlyArray<string>;
  readonly path: string;
  readonly place: {
    readonly id: string;
  } | null | undefined;
  readonly projectRateRials: number | null | undefined;
  readonly remote: boolean;
  readonly roles: ReadonlyArray<CollaboratorRole>;
  readonly skills: ReadonlyArray<string>;
  readonly slug: string;
  readonly state: CollaboratorState | null | undefined;
  readonly suspendedReason: string | null | undefined;
  readonly words: ReadonlyArray<{
    readonly bio: string | null | undefined;
    readonly headline: string;
    readonly locale: string;
    readonly projectNotes: string | null | undefined;
  }>;
  readonly yearsOfExperience: number;
  readonly " $fragmentType": "MyProfilePage_profile";
};
export type MyProfilePage_profile$key = {
  readonly " $data"?: MyProfilePage_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyProfilePage_profile">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MyProfilePage_profile",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
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
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suspendedReason",
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
      "name": "roles",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ResumeExperience",
      "kind": "LinkedField",
      "name": "experience",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "organization",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "place",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "start",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "end",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        }
      ],
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
      "name": "projectRateRials",
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
      "concreteType": "Place",
      "kind": "LinkedField",
      "name": "place",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "languages",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CollaboratorWords",
      "kind": "LinkedField",
      "name": "words",
      "plural": true,
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bio",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "projectNotes",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Collaborator",
  "abstractKey": null
};
})();

(node as any).hash = "8dbd220d849dd983a817783b787f39a9";

export default node;
