/**
 * @generated SignedSource<<8d419b1c4b1b404998a11d2b7378aa37>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CollaboratorAvailability = "AVAILABLE" | "BUSY" | "UNAVAILABLE" | "%future added value";
export type CollaboratorExpertise = "BACKEND" | "DEVOPS" | "FRONTEND" | "FULLSTACK" | "MOBILE" | "UI_UX" | "%future added value";
export type CollaboratorRole = "ARCHITECT" | "CONSULTANT" | "DESIGNER" | "DEVELOPER" | "DEVOPS_ENGINEER" | "MENTOR" | "PRODUCT_MANAGER" | "PROJECT_MANAGER" | "QA_ENGINEER" | "TECH_LEAD" | "%future added value";
export type CollaboratorState = "DRAFT" | "HIDDEN" | "PUBLISHED" | "SUSPENDED" | "%future added value";
export type MyProfilePageQuery$variables = Record<PropertyKey, never>;
export type MyProfilePageQuery$data = {
  readonly myCollaboratorProfile: {
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
  } | null | undefined;
  readonly places: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly viewer: {
    readonly displayName: string;
  } | null | undefined;
};
export type MyProfilePageQuery = {
  response: MyProfilePageQuery$data;
  variables: MyProfilePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "kinds",
      "value": [
        "CITY"
      ]
    }
  ],
  "concreteType": "Place",
  "kind": "LinkedField",
  "name": "places",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": "places(kinds:[\"CITY\"])"
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Collaborator",
  "kind": "LinkedField",
  "name": "myCollaboratorProfile",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
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
    (v0/*:: as any*/),
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
        (v1/*:: as any*/)
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
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MyProfilePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyProfilePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "586cb2d30426d91dbf13bdea8cb9399b",
    "id": null,
    "metadata": {},
    "name": "MyProfilePageQuery",
    "operationKind": "query",
    "text": "query MyProfilePageQuery {\n  viewer {\n    displayName\n    id\n  }\n  places(kinds: [CITY]) {\n    id\n    name\n  }\n  myCollaboratorProfile {\n    id\n    slug\n    path\n    state\n    suspendedReason\n    displayName\n    expertise\n    skills\n    roles\n    experience {\n      title\n      organization\n      place\n      start\n      end\n      description\n    }\n    yearsOfExperience\n    hourlyRateRials\n    projectRateRials\n    availability\n    remote\n    place {\n      id\n    }\n    languages\n    words {\n      locale\n      headline\n      bio\n      projectNotes\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f2d17dfe5dc6848f2985a00c4bd3d697";

export default node;
